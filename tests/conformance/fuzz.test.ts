// Property-based fuzzing of the GraphQL API (issue 20): operations and variables generated from schema.graphql, valid
// and invalid, sent as a member and as an admin to the real gateway in front of the real services (fresh embedded
// database). Whatever comes in, the answer is never a 5xx and never INTERNAL: bad input is the client's error and says
// so. Bounded in count (FUZZ_RUNS; FUZZ_SEED replays a failure's seed) so the suite stays quick; a failure prints the shrunk operation and variables.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// one address sends every request here: the per-address limits would answer 429 long before the run ends
process.env.RATE_LIMIT_MAX = '1000000';
process.env.GATEWAY_RATE_LIMIT_MAX = '1000000';
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const stack = useRealStack('fuzz');

/** Mutations that end the fuzzing member's own session: they would turn the rest of the run into UNAUTHENTICATED. */
const SESSION_ENDING = new Set(['logout']);

const uuids: string[] = ['00000000-0000-4000-8000-000000000000'];
const hostile = fc.constantFrom('', ' ', '\u0000', 'x'.repeat(20_000), '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd', '%00', '\ud800', '0', '-1', 'NaN');
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('2030-05-01T10:00:00.000Z', '2030-05-01', 'not a date', 'https://example.com', 'a@b.co'), hostile);
const id = fc.oneof(fc.constantFrom(...uuids), fc.uuid(), fc.string({ maxLength: 12 }), hostile);
const int = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)));

/** A value for an input type; now and then one of the wrong type, which graphql-js itself must refuse cleanly. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom(null, 'wrong', 12, true, [], {});
  if (isNonNullType(type)) return fc.oneof({ weight: 12, arbitrary: valueOf(type.ofType, depth) }, { weight: 1, arbitrary: wrong });
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 }));
  if (isEnumType(type)) return nullable(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') }));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      }),
    );
  }
  switch (type.name) {
    case 'Int':
      return nullable(int);
    case 'Float':
      return nullable(fc.oneof(fc.double({ noNaN: true, min: -200, max: 200 }), int));
    case 'Boolean':
      return nullable(fc.boolean());
    case 'ID':
      return nullable(id);
    default:
      return nullable(text);
  }
}

/** The field's leaves, and one level of its objects' leaves: enough to run every resolver the field reaches. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth < 1) parts.push(`${field.name} ${selection(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const defs = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
  return fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])), { requiredKeys: [] }).map((variables) => ({ query, variables }));
}

const roots = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => operation('query', field)),
  ...Object.values(schema.getMutationType()!.getFields())
    .filter((field) => !SESSION_ENDING.has(field.name))
    .map((field) => operation('mutation', field)),
];

describe('fuzzing the GraphQL API from its schema', () => {
  it(`answers ${RUNS} generated operations as a member, an admin and a stranger without a 5xx or INTERNAL`, async () => {
    const member: Member = await stack.registerMember('fuzzmember');
    const admin: Member = await stack.registerMember('fuzzadmin', { admin: true });
    uuids.push(member.uuid, admin.uuid);
    const who = fc.constantFrom(member.token, admin.token, undefined);
    const answers = new Map<string, number>(); // how the API answered, printed so a run shows what it exercised
    await fc.assert(
      fc.asyncProperty(fc.oneof(...roots), who, async ({ query, variables }, token) => {
        const response = await stack.send(query, variables, token);
        const outcome = response.body.errors?.length ? String(response.body.errors[0].extensions?.code ?? `no code: ${response.body.errors[0].message.slice(0, 40)}`) : 'data';
        answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
        const internal = (response.body.errors ?? []).filter((error) => error.extensions?.code === 'INTERNAL');
        expect(response.status, `${query}\n${JSON.stringify(variables).slice(0, 500)}`).toBeLessThan(500);
        expect(internal, `${query}\n${JSON.stringify(variables).slice(0, 500)}`).toEqual([]);
      }),
      // FUZZ_SEED (and FUZZ_PATH) replay a failing run: fast-check prints both with the counterexample
      { numRuns: RUNS, endOnFailure: false, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {}) },
    );
    console.info(`fuzz: ${RUNS} operations answered`, Object.fromEntries([...answers].sort((a, b) => b[1] - a[1])));
    expect(answers.get('data') ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
