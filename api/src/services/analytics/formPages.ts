/** The pages holding a lead form: a visitor who opened one is the funnel's second step. */
export const formPages = ['/contact', '/request-demo'];
