/** Passwords too common to protect an account: the most used ones and those of breached-password lists. */
export interface CommonPasswords {
  /** True when the password is on the list (compared without regard to case). */
  includes(password: string): boolean;
}
