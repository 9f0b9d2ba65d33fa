export {
  changeOwnPasswordFormSchema,
  emailFormSchema,
  type ChangeOwnPasswordForm,
  type ChangePasswordForm,
  type EmailForm,
  type LoginForm,
  type RegisterForm,
} from '@turnos/domain';
