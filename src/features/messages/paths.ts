// Where the message centre lives (src/router/routes.ts).
export const MESSAGES_PATH = '/UserCenter/Messages';
