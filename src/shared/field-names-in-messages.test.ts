import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No message shows an internal field name (issue 25): a person was told "add one (contactEmail)".
 * Every camelCase key of the shared schemas (contactEmail, autoSendEmail, dueDate…) is looked for
 * in the text the server and the web app write: string and template literals that read as words,
 * and JSX text. Left out: code a person never reads (thrown programming errors, whose 5xx never
 * reach a client; log lines; SQL; text that is code, such as the n8n templates' JavaScript).
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|-test-support\.ts$|\.d\.ts$/.test(entry.name) ? [full] : []
  })
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

/** The camelCase property names of src/shared: the API's and the forms' field names. */
function sharedFieldNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(path.join(src, 'shared'))) {
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && /[a-z][A-Z]/.test(node.name.text)) names.add(node.name.text)
      ts.forEachChild(node, visit)
    }
    visit(parse(file))
  }
  return names
}

const logMethods = new Set(['info', 'warn', 'error', 'debug', 'trace', 'fatal'])
/** Text that reads as words: has a space, and no code punctuation. */
const readsAsWords = (text: string) => /\S\s+\S/.test(text) && !/[{}=;"<>]|\$json/.test(text)

/** Where the text of `source` names one of `names`: `file:line: name in "text"`. */
function fieldNamesIn(source: ts.SourceFile, names: Set<string>): string[] {
  const found: string[] = []
  const check = (text: string, node: ts.Node) => {
    if (!readsAsWords(text)) return
    for (const word of text.match(/[A-Za-z]+/g) ?? []) {
      if (names.has(word)) found.push(`${path.relative(src, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${word} in ${JSON.stringify(text.trim())}`)
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node)) return
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') return
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && logMethods.has(node.expression.name.text)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      check(node.text, node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('messages a person reads', () => {
  const names = sharedFieldNames()

  it('knows the shared field names', () => {
    for (const name of ['contactEmail', 'autoSendEmail', 'dueDate', 'relatedLead']) expect(names).toContain(name)
  })

  it('never show an internal field name, on the server or in the web app', () => {
    const files = [...sourceFiles(path.join(src, 'server')), ...sourceFiles(path.join(src, 'web'))]
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => fieldNamesIn(parse(file), names))).toEqual([])
    // It parses every source file (about 2 s alone): a busy machine (browsers, two databases) can take several times that.
  }, 30_000)

  it('would have caught the research refusal of issue 25, and leaves code alone', () => {
    const probe = (code: string) => fieldNamesIn(ts.createSourceFile(path.join(src, 'probe.ts'), code, ts.ScriptTarget.Latest, true), names)
    expect(probe('const m = (a: string) => `This company has no contact e-mail: add one (contactEmail) to ${a}`')).toEqual([
      'probe.ts:1: contactEmail in "This company has no contact e-mail: add one (contactEmail) to"',
    ])
    expect(probe("reply.send({ error: 'Invalid request: dueDate: not a date' })")).toHaveLength(1)
    expect(probe("throw new Error('contactEmail must be set')")).toEqual([])
    expect(probe("log.warn({ id }, 'lead without contactEmail')")).toEqual([])
    expect(probe("const q = sql`select contact_email as \"contactEmail\" from research_companies`")).toEqual([])
  })
})
