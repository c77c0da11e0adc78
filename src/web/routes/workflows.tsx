// Not built yet: arrives with its issue. Until then the path answers with a clear placeholder.
export { default } from './coming-soon'
