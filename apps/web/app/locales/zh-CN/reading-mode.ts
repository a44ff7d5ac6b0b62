/** The reading mode for older and low-vision readers (适老化). */
export const readingMode = {
  label: "长辈模式",
  hint: "大字号、高对比",
};
