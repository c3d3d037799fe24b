/** Client and server errors alike: 400 to 599. */
export const isErrorStatus = (status: number): boolean => status >= 400 && status <= 599;
