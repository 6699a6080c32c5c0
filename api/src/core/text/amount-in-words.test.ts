import { amountInWords, numberInWords } from '@chantiers/schema';

describe('numberInWords', () => {
  it.each([
    [0n, 'zéro'],
    [1n, 'un'],
    [10n, 'dix'],
    [16n, 'seize'],
    [17n, 'dix-sept'],
    [20n, 'vingt'],
    [21n, 'vingt et un'],
    [22n, 'vingt-deux'],
    [32n, 'trente-deux'],
    [61n, 'soixante et un'],
    [70n, 'soixante-dix'],
    [71n, 'soixante et onze'],
    [72n, 'soixante-douze'],
    [79n, 'soixante-dix-neuf'],
    [80n, 'quatre-vingts'],
    [81n, 'quatre-vingt-un'],
    [90n, 'quatre-vingt-dix'],
    [91n, 'quatre-vingt-onze'],
    [99n, 'quatre-vingt-dix-neuf'],
    [100n, 'cent'],
    [101n, 'cent un'],
    [180n, 'cent quatre-vingts'],
    [200n, 'deux cents'],
    [201n, 'deux cent un'],
    [280n, 'deux cent quatre-vingts'],
    [1_000n, 'mille'],
    [1_001n, 'mille un'],
    [1_100n, 'mille cent'],
    [2_000n, 'deux mille'],
    [21_000n, 'vingt et un mille'],
    [80_000n, 'quatre-vingt mille'],
    [81_000n, 'quatre-vingt-un mille'],
    [200_000n, 'deux cent mille'],
    [280_000n, 'deux cent quatre-vingt mille'],
    [120_403n, 'cent vingt mille quatre cent trois'],
    [1_000_000n, 'un million'],
    [1_000_200n, 'un million deux cents'],
    [1_200_000n, 'un million deux cent mille'],
    [2_000_000n, 'deux millions'],
    [21_000_000n, 'vingt et un millions'],
    [80_000_000n, 'quatre-vingts millions'],
    [200_000_000n, 'deux cents millions'],
    [1_000_000_000n, 'un milliard'],
    [2_000_000_000n, 'deux milliards'],
    [300_000_000_000n, 'trois cents milliards'],
    [
      999_999_999_999n,
      'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille ' +
        'neuf cent quatre-vingt-dix-neuf',
    ],
    [1_000_000_000_000n, 'mille milliards'],
    [200_000_000_000_000n, 'deux cent mille milliards'],
    [
      999_999_999_999_999n,
      'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions ' +
        'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf',
    ],
    [1_000_000_000_000_000n, 'un million de milliards'],
  ])('%s is %j', (n, expected) => {
    expect(numberInWords(n)).toBe(expected);
  });

  it('refuses a negative number', () => {
    expect(() => numberInWords(-1n)).toThrow(Error);
  });
});

describe('amountInWords', () => {
  it.each([
    ['0', 'zéro dirham'],
    ['1', 'un dirham'],
    ['2', 'deux dirhams'],
    ['1.00', 'un dirham'],
    ['0.01', 'zéro dirham et un centime'],
    ['0.5', 'zéro dirham et cinquante centimes'],
    ['0.29', 'zéro dirham et vingt-neuf centimes'],
    ['1.01', 'un dirham et un centime'],
    ['80.80', 'quatre-vingts dirhams et quatre-vingts centimes'],
    ['200', 'deux cents dirhams'],
    ['2000', 'deux mille dirhams'],
    ['120403.50', 'cent vingt mille quatre cent trois dirhams et cinquante centimes'],
    ['1000000', 'un million de dirhams'],
    ['1000200', 'un million deux cents dirhams'],
    ['2000000000', 'deux milliards de dirhams'],
    [
      '999999999999.99',
      'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille ' +
        'neuf cent quatre-vingt-dix-neuf dirhams et quatre-vingt-dix-neuf centimes',
    ],
  ])('%j is %j', (amount, expected) => {
    expect(amountInWords(amount)).toBe(expected);
  });

  it('names another currency, with de elided before a vowel', () => {
    const euro = { one: 'euro', many: 'euros', centOne: 'centime', centMany: 'centimes' };
    expect(amountInWords('1000000', euro)).toBe("un million d'euros");
    expect(amountInWords('21.21', euro)).toBe('vingt et un euros et vingt et un centimes');
  });

  it.each(['-1', '1.234', 'abc', '', '1.', '.5', '1,50', ' 1', '1e3', '١٢'])('%j is refused', (amount) => {
    expect(() => amountInWords(amount)).toThrow(Error);
  });
});
