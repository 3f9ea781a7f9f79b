// The signed-in user's own push channel (#58): one socket per signed-in user, events pushed to them.
export {};
