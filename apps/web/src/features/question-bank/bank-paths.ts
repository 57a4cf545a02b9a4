// Paths of the question bank screens (/adminViews/paper/*, spec 02 §2.6).
const base = '/adminViews/paper';

export const chapterPagePath = `${base}/chapter`;
export const questionPagePath = `${base}/question`;
export const questionImportPath = `${base}/question/import`;

/** The question list, filtered to a chapter or subject. */
export function questionListPath(chapterId?: number): string {
  return chapterId ? `${questionPagePath}?chapter_id=${chapterId}` : questionPagePath;
}

/** The editor of a question, or of a new one ('new', optionally in a chapter). */
export function questionEditPath(id: number | 'new', chapterId?: number): string {
  return id === 'new' && chapterId ? `${questionPagePath}/new?chapter_id=${chapterId}` : `${questionPagePath}/${id}`;
}

export function importPreviewPath(id: number): string {
  return `${questionImportPath}/${id}`;
}

export const paperPagePath = `${base}/paper`;
export const templatePagePath = `${base}/template`;

/** The editor of a paper, or of a new one. */
export function paperEditPath(id: number | 'new'): string {
  return `${paperPagePath}/${id}`;
}

/** The preview of an imported paper workbook. */
export function paperImportPreviewPath(id: number): string {
  return `${paperPagePath}/import/${id}`;
}
