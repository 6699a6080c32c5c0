import { GraphQLError, parse } from 'graphql';
import { buildSchema, Field, InputType, Int, ObjectType, Query, Resolver, Arg, Mutation } from 'type-graphql';
import 'reflect-metadata';
import { JitExecutor } from './jit-executor';

class Refused extends Error {}

@ObjectType()
class Item {
  @Field(() => Int) n!: number;
  @Field(() => String, { nullable: true }) label!: string | null;
}

@InputType()
class ItemInput {
  @Field(() => Int, { defaultValue: 7 }) n!: number;
  @Field(() => String, { nullable: true }) label?: string | null;
}

const calls: string[] = [];

@Resolver()
class ItemsResolver {
  @Query(() => [Item])
  items(@Arg('count', () => Int) count: number): Item[] {
    return Array.from({ length: count }, (_, i) => ({ n: i, label: i % 2 ? `#${i}` : null }));
  }

  @Query(() => Item)
  refused(): Item {
    throw new Refused('non');
  }

  @Mutation(() => Item)
  save(@Arg('input', () => ItemInput) input: ItemInput): Item {
    calls.push(`save ${input.n}`);
    return { n: input.n, label: input.label ?? null };
  }
}

let executor: JitExecutor;
beforeAll(async () => {
  executor = new JitExecutor(await buildSchema({ resolvers: [ItemsResolver], validate: false }));
});

const run = (query: string, variableValues?: Record<string, unknown>, operationName?: string) =>
  executor.execute({ document: parse(query), key: query, operationName, contextValue: {}, variableValues });

describe('the compiled executor', () => {
  it('answers as graphql-js the first time, then from the compiled document, with the same data', async () => {
    const query = 'query List($c: Int!) { items(count: $c) { n label } }';
    const before = { ...executor.stats };
    const first = await run(query, { c: 3 });
    const second = await run(query, { c: 3 });
    const third = await run(query, { c: 3 });
    expect(first).toEqual({
      data: {
        items: [
          { n: 0, label: null },
          { n: 1, label: '#1' },
          { n: 2, label: null },
        ],
      },
    });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(third)).toBe(JSON.stringify(first));
    expect(executor.stats.interpreted - before.interpreted).toBe(1);
    expect(executor.stats.compiled - before.compiled).toBe(2);
  });

  it("keeps a resolver's own error as graphql-js's GraphQLError, with its path and locations", async () => {
    const query = '{ refused { n } }';
    await run(query);
    const result = await run(query);
    expect(result.data).toBeNull();
    const [err] = result.errors!;
    expect(err).toBeInstanceOf(GraphQLError);
    expect(err.constructor).toBe(GraphQLError);
    expect(err.originalError).toBeInstanceOf(Refused);
    expect(err.path).toEqual(['refused']);
    expect(err.toJSON()).toMatchObject({ message: 'non', locations: [{ line: 1, column: 3 }], path: ['refused'] });
  });

  it("answers variables that do not fit with graphql-js's own messages, running nothing", async () => {
    const query = 'mutation Save($input: ItemInput!) { save(input: $input) { n } }';
    await run(query, { input: { n: 1 } });
    calls.length = 0;
    const compiled = await run(query, { input: { n: 'un' } });
    const interpreted = await new JitExecutor(executor['schema']).execute({
      document: parse(query),
      key: query,
      contextValue: {},
      variableValues: { input: { n: 'un' } },
    });
    expect(compiled).toEqual(interpreted);
    expect(compiled.errors![0].message).toMatch(/^Variable "\$input" got invalid value "un" at "input.n"/);
    expect(calls).toEqual([]);
  });

  it('reads a key set to undefined as absent, so the default applies, as graphql-js does', async () => {
    const query = 'mutation SaveDefault($input: ItemInput!) { save(input: $input) { n label } }';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await run(query, { input: { n: undefined, label: undefined } }));
    expect(answers.map((a) => a.data)).toEqual(Array(3).fill({ save: { n: 7, label: null } }));
  });

  it('refuses an operation name the document lacks through graphql-js, and counts the document as refused', async () => {
    const query = 'query A { items(count: 1) { n } }';
    const answers = [await run(query, {}, 'B'), await run(query, {}, 'B'), await run(query, {}, 'B')];
    for (const a of answers) expect(a).toEqual({ errors: [expect.objectContaining({ message: 'Unknown operation named "B".' })] });
    expect(executor.stats.refused).toBeGreaterThanOrEqual(1);
  });
});
