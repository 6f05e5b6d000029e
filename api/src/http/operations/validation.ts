import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { componentsSchema } from '../../generated/operations.ts';
import { InvalidRequest } from '../errors/InvalidRequest.ts';
import { findMalformedText } from './findMalformedText.ts';
import type { OperationMeta } from './operationMeta.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    verbose: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    coerceTypes: coerce,
    useDefaults: coerce,
  });
  addFormats(ajv);
  ajv.addKeyword('x-error-message');
  ajv.addSchema(componentsSchema as object);
  return ajv;
}

type Location = 'query' | 'path' | 'body';

function fieldOf(location: Location, error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  if (error.keyword === 'unevaluatedProperties') segments.push(String(error.params.unevaluatedProperty));
  return [location, ...segments].join('.');
}

/** WordPress words a bad parameter as `per_page must be between 1 (inclusive) and 100 (inclusive)`. */
function paramWording(name: string, error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  if ((error.keyword === 'minimum' || error.keyword === 'maximum') && schema.minimum !== undefined && schema.maximum !== undefined) {
    return `${name} must be between ${schema.minimum} (inclusive) and ${schema.maximum} (inclusive)`;
  }
  if (error.keyword === 'minimum') return `${name} must be greater than or equal to ${schema.minimum}`;
  if (error.keyword === 'maximum') return `${name} must be less than or equal to ${schema.maximum}`;
  if (error.keyword === 'type') return `${name} is not of type ${String(error.params.type)}.`;
  if (error.keyword === 'enum') return `${name} is not one of ${(error.params.allowedValues as unknown[]).join(', ')}.`;
  if (error.keyword === 'additionalProperties') return `${String(error.params.additionalProperty)} is not a known parameter.`;
  if (error.keyword === 'required') return `${String(error.params.missingProperty)} is a required parameter.`;
  return `${name} is invalid (${error.message ?? 'bad value'}).`;
}

function pickError(errors: ErrorObject[], location: Location, messages: Readonly<Record<string, string>>): ErrorObject {
  const concrete = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'allOf');
  return concrete.find((e) => messages[fieldOf(location, e)]) ?? concrete[0] ?? errors[0]!;
}

function toInvalidRequest(location: Location, errors: ErrorObject[], messages: Readonly<Record<string, string>>): InvalidRequest {
  const error = pickError(errors, location, messages);
  const field = fieldOf(location, error);
  const name = field.split('.').slice(1).join('.') || location;
  let message = messages[field];
  if (!message) {
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') message = `${field} is not an allowed field`;
    else if (error.keyword === 'required') message = `${field} is required`;
    else if (error.keyword === 'enum') message = `${field} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    else message = `${field} ${error.message ?? 'is invalid'}`;
  }
  return new InvalidRequest(location, field, message, paramWording(name, error));
}

/**
 * Ajv turns a parameter of `Infinity` or `1e309` into a number that passes `integer` and `minimum` alike; no parameter
 * of this API is endless, and the database would refuse one with an error of its own.
 */
function refuseEndlessNumbers(location: Location, data: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      const field = `${location}.${name}`;
      throw new InvalidRequest(location, field, `${field} must be a finite number`, `${name} is not of type integer.`);
    }
  }
}

export interface ValidRequest {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  body: unknown;
}

export type RequestValidator = (input: { query: Record<string, string>; path: Record<string, string>; body: unknown }) => ValidRequest;

const paramsAjv = createAjv(true);
const bodyAjv = createAjv(false);

/** Compiles one operation's query, path and body schemas (the document's own) into a validator. */
export function compileValidator(op: Pick<OperationMeta, 'query' | 'pathParams' | 'body' | 'fieldMessages'>): RequestValidator {
  const query = op.query ? paramsAjv.compile(op.query) : null;
  const path = op.pathParams ? paramsAjv.compile(op.pathParams) : null;
  const body = op.body ? bodyAjv.compile(op.body.schema) : null;
  const check = (location: Location, validate: ValidateFunction | null, data: unknown) => {
    if (!validate) return;
    const malformed = findMalformedText(data);
    if (malformed) {
      const field = [location, ...malformed].join('.');
      const name = malformed.join('.') || location;
      throw new InvalidRequest(location, field, `${field} contains a character that is not allowed`, `${name} contains a character that is not allowed.`);
    }
    if (!validate(data)) throw toInvalidRequest(location, validate.errors ?? [], op.fieldMessages);
    if (location !== 'body') refuseEndlessNumbers(location, data as Record<string, unknown>);
  };
  return (input) => {
    const queryData = { ...input.query };
    const pathData = { ...input.path };
    check('path', path, pathData);
    check('query', query, queryData);
    if (op.body && (input.body !== undefined || op.body.required)) {
      if (input.body === undefined) throw new InvalidRequest('body', 'body', 'A request body is required', 'body is required');
      check('body', body, input.body);
    }
    return { query: queryData, path: pathData, body: input.body };
  };
}
