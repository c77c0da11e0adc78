/**
 * Where a public form (and the site chat) asks for its token (docs/decisions/028). Its own
 * module, without zod, so the chat on the home page can ask for one within its JavaScript budget.
 */
export const formTokenUrl = '/api/form-token'
