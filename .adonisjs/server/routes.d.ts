import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'home': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.loginAjax': { paramsTuple?: []; params?: {} }
    'users.logInWithCode': { paramsTuple?: []; params?: {} }
    'users.registerAjax': { paramsTuple?: []; params?: {} }
    'users.logout': { paramsTuple?: []; params?: {} }
    'users.passwordRecovery': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.resetPassword': { paramsTuple?: []; params?: {} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'api.authenticationCode.store': { paramsTuple?: []; params?: {} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.store': { paramsTuple?: []; params?: {} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
    'api.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.users.viewMode': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'home': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'home': { paramsTuple?: []; params?: {} }
    'api.zones.index': { paramsTuple?: []; params?: {} }
    'api.zones.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dev.outbox': { paramsTuple?: []; params?: {} }
    'dev.outbox.latest': { paramsTuple?: []; params?: {} }
    'users.login': { paramsTuple?: []; params?: {} }
    'users.register': { paramsTuple?: []; params?: {} }
    'users.resetPassword.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.verifyEmail': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'api.sessionControlData': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'api.tokens.index': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'users.loginAjax': { paramsTuple?: []; params?: {} }
    'users.logInWithCode': { paramsTuple?: []; params?: {} }
    'users.registerAjax': { paramsTuple?: []; params?: {} }
    'users.logout': { paramsTuple?: []; params?: {} }
    'users.passwordRecovery': { paramsTuple?: []; params?: {} }
    'users.resetPassword': { paramsTuple?: []; params?: {} }
    'api.authenticationCode.store': { paramsTuple?: []; params?: {} }
    'api.tokens.store': { paramsTuple?: []; params?: {} }
  }
  DELETE: {
    'api.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PATCH: {
    'api.users.viewMode': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}