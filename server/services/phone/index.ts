// Mobile numbers on accounts (#58): SMS codes and setting the number.
export { checkPhoneCode, sendPhoneCode, smsCodeText, usePhoneCode, type PhoneCodeDeps } from './codes';
export { requestPhoneCode, setMyPhone } from './setPhone';
