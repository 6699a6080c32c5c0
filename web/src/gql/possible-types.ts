
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "FinanceFigures": [
      "FinanceLineView",
      "MonthFinanceLineView",
      "SiteFinanceLineView"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "FinanceFigures": [
      "FinanceLineView",
      "MonthFinanceLineView",
      "SiteFinanceLineView"
    ]
  }
};
      export default result;
    