/** A stored website as a link: 'www.example.com' gets https://, anything not http(s) is not linked. */
export function websiteHref(website: string): string | undefined {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** 'https://www.example.com/' → 'www.example.com': the part a reader recognises. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '')
}
