/**
 * Simplified Chinese for the messages of phone sign-up, password log-in of disabled accounts and site search
 * (merged into `messages-zh.ts` EXACT).
 */
export const SIGNUP_MESSAGES_ZH: Record<string, string> = {
  'This phone number is already registered; log in with it instead': '该手机号已注册，请直接登录',
  'This sub-account has been disabled by its main account; ask the main account to enable it again':
    '该子账号已被主账号停用，请联系主账号重新启用',
  'Enter a search word': '请输入搜索关键词',
  'The download does not exist': '下载项不存在',
  'The file of this download is missing': '该下载项的文件缺失',
  'The file does not match its SHA-256; it was not published': '文件与其 SHA-256 不符，未发布',
  'Choose a file to upload': '请选择要上传的文件',
};
