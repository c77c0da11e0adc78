/** The Graph API version the server speaks, pinned: Meta changes fields between versions. */
export const metaGraphVersion = 'v21.0'
