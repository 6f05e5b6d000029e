// Exports of the adminLists batch; packages/ui/src/index.ts re-exports this file.
export {};
