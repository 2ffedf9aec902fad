/** Why a home module could not load, as the module's error state shows it. */
export interface ModuleFailure {
  code: number;
  msg: string;
}

export const MODULE_LOAD_FAILED = '加载失败，请稍后重试';

/** The message of a streamed module's rejection (a ModuleFailure from the server, or any error in the browser). */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string' && error.msg) {
    return error.msg;
  }
  return MODULE_LOAD_FAILED;
}
