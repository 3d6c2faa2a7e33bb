// Passwords that pass the composition rules of spec §5 yet top every leaked-password list.
// Compared case-insensitively: registration and a new password refuse them.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [
    'password1!', 'password1@', 'password1#', 'password123!', 'password@123', 'password@1', 'password#1',
    'p@ssw0rd', 'p@ssw0rd1', 'p@ssword1', 'p@ssword123', 'passw0rd!', 'passw0rd@', 'pa$$w0rd', 'pa$$word1',
    'welcome1!', 'welcome@1', 'welcome@123', 'welcome123!', 'qwerty1!', 'qwerty123!', 'qwerty@123', 'qwerty!23',
    'admin@123', 'admin123!', 'admin@1234', 'abc@1234', 'abcd@1234', 'abcd@123', 'abc123!@#', 'test@123',
    'test@1234', 'changeme1!', 'letmein1!', 'iloveyou1!', 'sunshine1!', 'summer2024!', 'summer2025!',
    'summer2026!', 'winter2025!', 'winter2026!', 'dubai@123', 'dubai123!', 'uae@1234', 'emirates@123',
    'india@123', 'pakistan@123', 'football1!', 'monkey123!', 'dragon123!', 'master123!', 'hello@123',
    'hello123!', 'zaq1@wsx', 'zaq12wsx!', '1qaz@wsx', '1qaz!qaz', 'aa123456!', 'a1b2c3d4!', 'asdf@1234',
    'asdf1234!', 'q1w2e3r4!', 'q1w2e3r4t5!', 'p@55w0rd', 'p@55word', 'secret123!', 'company@123',
  ].map((p) => p.toLowerCase()),
)

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.'

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())
