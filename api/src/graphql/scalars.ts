import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// Up to 18 integer digits: sums and TTC amounts go past the 12 digits an input may have.
const DECIMAL = /^-?\d{1,18}(\.\d{1,2})?$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function stringScalar(name: string, description: string, valid: RegExp): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !valid.test(text))
      throw new GraphQLError(`${name} invalide : ${String(value)}`, { extensions: { code: 'BAD_USER_INPUT' } });
    return text;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (v) => check(v),
    parseValue: (v) => check(v),
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} : une chaîne est attendue`, { extensions: { code: 'BAD_USER_INPUT' } });
      return check(ast.value);
    },
  });
}

/** Money and other exact amounts: a decimal string ('1234.50'), never a float (ARCHITECTURE §7). */
export const DecimalScalar = stringScalar('Decimal', 'Un montant exact en chaîne décimale, par exemple "1234.50" (DH).', DECIMAL);

/** A calendar date without time: YYYY-MM-DD. */
export const LocalDateScalar = stringScalar('LocalDate', 'Une date sans heure, AAAA-MM-JJ.', LOCAL_DATE);

/** A stock quantity: a decimal string with up to three decimals ('2.500'), signed for a movement. */
export const QuantityScalar = stringScalar(
  'Quantity',
  'Une quantité exacte en chaîne décimale, trois décimales au plus, par exemple "2.500".',
  /^-?\d{1,12}(\.\d{1,3})?$/,
);
