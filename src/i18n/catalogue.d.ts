// A part of a language's catalogue, made at build time from locales/<language>.json (scripts/catalogue-parts.ts,
// ./parts.ts), each message parsed; the table of every part's loader; the area parts each screen needs.
declare module 'virtual:catalogue/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

declare module 'virtual:catalogue-loaders' {
  type Load = () => Promise<{ default: Record<string, import('react-intl').MessageFormatElement[]> }>;
  export const parts: string[];
  export const loaders: Record<'zh' | 'en' | 'es', Record<string, Load>>;
}

declare module 'virtual:catalogue-screens' {
  const screens: Record<string, string[]>;
  export default screens;
}
