// Exports of the adminShell batch; packages/ui/src/index.ts re-exports this file.
export {};
