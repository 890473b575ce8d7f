/** The signed-in shell's code (menu, store switcher, app bar): the sign-in page never needs it. */
export const loadShell = () => import('./Shell');
