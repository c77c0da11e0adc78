import { z } from 'zod'

/**
 * zod 4 compiles object parsers with `new Function` when it may. Our CSP forbids eval in the
 * browser, so zod would probe for it and log a violation; its interpreter is fast enough here.
 * Shared schemas import z from this module so the setting applies before any parse.
 */
z.config({ jitless: true })

export { z }
