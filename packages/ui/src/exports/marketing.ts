// Exports of the marketing batch; packages/ui/src/index.ts re-exports this file.
export {};
