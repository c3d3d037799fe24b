/** The error screen's title (spec 2): '404 Not Found' for a missing page, '500 Error' for any other failure. */
export const errorPageTitle = (status: number): string => (status === 404 ? '404 Not Found' : '500 Error');
