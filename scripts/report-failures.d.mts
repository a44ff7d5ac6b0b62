/** Types of report-failures.mjs, a plain script run by Node in `npm test`. */
export function failedTests(
  reports: Array<{
    suite: string;
    report: {
      testResults?: Array<{
        name: string;
        status?: string;
        message?: string;
        assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
      }>;
    };
  }>,
  count: number,
): string[];
