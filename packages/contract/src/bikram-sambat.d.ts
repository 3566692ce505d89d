// Types for the `bikram-sambat` package (plain JavaScript, no types of its own): only what
// `nepali-calendar.ts` uses.
declare module 'bikram-sambat' {
  interface YearMonthDay {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    /** Gregorian `YYYY-MM-DD` -> Bikram Sambat; throws outside its table. */
    toBik(gregorian: string): YearMonthDay;
    /** Bikram Sambat -> Gregorian; throws for a day the month does not have. */
    toGreg(year: number, month: number, day: number): YearMonthDay;
    daysInMonth(year: number, month: number): number;
  };
  export default bikramSambat;
}
