import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { componentsSchema } from '../../src/generated/operations.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * An Ajv 2020 that knows the document's components (as `components#/$defs/X`), configured like
 * the server's (src/http/operations/validation.ts) so that "valid" means the same thing to the tests.
 * `coerce` reads values the way query strings arrive: as strings to be coerced.
 */
export function documentAjv({ coerce = false, allErrors = false } = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors, strict: true, strictRequired: false, strictTypes: false, coerceTypes: coerce });
  addFormats(ajv);
  ajv.addKeyword('x-error-message');
  ajv.addSchema(componentsSchema as object);
  return ajv;
}
