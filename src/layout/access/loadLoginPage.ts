/** The sign-in page's code, a chunk of its own: signed-in visits never need it. */
export const loadLoginPage = () => import('../../custom/login/LoginPage');
