import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  project.provide('databaseTemplate', template);
  return () => dropTemplate(template);
}
