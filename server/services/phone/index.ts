// Mobile numbers on accounts (#58): SMS codes, setting the number, and proving the number of a sign-up.
export {
  checkPhoneCode,
  sendPhoneCode,
  smsCodeText,
  usePhoneCode,
  voidCodes,
  type PhoneCodeDeps,
} from './codes';
export { requestPhoneCode, setMyPhone } from './setPhone';
export { pendingSignUpOf, proveSignUpNumber } from './signUp';
export { dropUnprovenSignUps, unprovenSignUpLifetimeMs } from './dropUnprovenSignUps';
