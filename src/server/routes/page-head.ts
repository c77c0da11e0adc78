import type { FastifyReply } from 'fastify'
import { escapeHtml } from '@/server/domain/compose-email'
import { site } from '@/shared/site'

/**
 * The start of a page the server renders itself, up to and with `</head>`: UTF-8, the mobile
 * viewport, kept out of search results, titled `title | <agency>`; `links` (HTML, one element a
 * line) go last in the head.
 */
export function pageHead(title: string, links = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
${links}</head>
`
}

/** Sends a server-rendered page: HTML, never cached (each one is about one lead, token or form). */
export function sendHtmlPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
}
