import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * The chaos suite's figures (`npm run test:chaos`): each test records what it measured, and the
 * project's teardown prints them as one table, so a run says more than "passed".
 */

export type ChaosFigure = { scenario: string; database: string; figures: Record<string, string | number> }

declare module 'vitest' {
  export interface ProvidedContext {
    chaosFiguresFile: string
  }
}

export async function recordChaosFigures(file: string, figure: ChaosFigure) {
  await appendFile(file, `${JSON.stringify(figure)}\n`)
}

/** Global setup of the chaos projects: a file for the figures, printed as a table at the end. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-chaos-'))
  const file = path.join(directory, 'figures.jsonl')
  await appendFile(file, '')
  project.provide('chaosFiguresFile', file)
  return async () => {
    const figures = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ChaosFigure)
    if (figures.length > 0) console.log(`\n${chaosTable(figures)}\n`)
    await rm(directory, { recursive: true, force: true })
  }
}

export function chaosTable(figures: ChaosFigure[]): string {
  const rows = figures.map((figure) => [figure.scenario, figure.database, Object.entries(figure.figures).map(([name, value]) => `${name} ${value}`).join(', ')])
  const header = ['scenario', 'database', 'figures']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}
