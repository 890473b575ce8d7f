/** The account the sign-in flood benchmark's server creates and its probes sign in with. */
export const BENCH_EMAIL = 'bench@provador.test';
export const BENCH_PASSWORD = 'bench-password-1';
