// college area: college administration (students, teachers, campuses, classes, resource bank, licence)
// and a teacher's own classes.
export * from './college-class';
export {
  ACCOUNT_PATTERN,
  accountRuleText,
  initialPasswordNotice,
  PHONE_PATTERN,
  type TClassIdInput,
  type TClassIdQuery,
  type TIdName,
  type TIdsInput,
  type TIdsQuery,
  type TImportError,
  type TImportFailure,
  type TMemberMode,
  ZClassIdInput,
  ZClassIdQuery,
  ZIdParams,
  ZIdsInput,
  ZIdsQuery,
  ZMemberMode,
} from './college-fields';
export * from './college-people';
