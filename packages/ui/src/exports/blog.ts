// Exports of the blog batch; packages/ui/src/index.ts re-exports this file.
export {};
