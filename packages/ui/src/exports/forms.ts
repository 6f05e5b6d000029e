// Exports of the forms batch; packages/ui/src/index.ts re-exports this file.
export {};
