// A part of a language's catalogue, made at build time from locales/<language>.json (vite.config.ts, ./parts.ts),
// each message parsed.
declare module 'virtual:catalogue/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
