// The destination kinds the background knows: one line each (the kind's folder holds everything else).
export { copyOnlyKind } from '../copy-only/kind';
export { discordKind } from '../discord/kind';
export { telegramKind } from '../telegram/kind';
export { whatsappKind } from '../whatsapp/kind';
export { xKind } from '../x/kind';
