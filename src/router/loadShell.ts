// The shell's chunk (./ShellRoutes.tsx: the server-state cache and every screen but the sign-in page), loaded
// once: when an address other than /login is opened, or when the sign-in form is sent, so it arrives while the
// server checks the password.
let shell: Promise<typeof import('./ShellRoutes')> | undefined;

export function loadShell(): Promise<typeof import('./ShellRoutes')> {
  shell ??= import('./ShellRoutes');
  return shell;
}
