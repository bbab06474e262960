// The document for signed-in addresses (shell.html): the shell's modules (the routes, the frame) load with the
// page as render-blocking scripts instead of being asked for by the entry once it runs.
import './router/ShellRoutes';
import './layout/Layout';
import './main';
