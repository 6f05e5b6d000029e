import type { TestProject } from 'vitest/node';
import { buildTemplate } from './testDatabase.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('databaseTemplate', await buildTemplate());
}
