import { paths, type PathKey } from '@/shared/paths'
import { site } from '@/shared/site'

/**
 * The page's title, description, canonical URL and Open Graph tags, from the route table.
 * React 19 hoists these elements into <head>.
 */
export function PageMeta({ page }: { page: PathKey }) {
  const { path, title, description, visibility } = paths[page]
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`
  const url = new URL(path, site.url).toString()
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {visibility === 'private' && <meta name="robots" content="noindex, nofollow" />}
    </>
  )
}
