// Exports of the adminForms batch; packages/ui/src/index.ts re-exports this file.
export {};
