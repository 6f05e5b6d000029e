// Exports of the leadForms batch; packages/ui/src/index.ts re-exports this file.
export {};
