/** The part of frappe-gantt's API the planning uses (the package ships no types). */
declare module 'frappe-gantt' {
  export interface GanttTask {
    id: string;
    name: string;
    start: string;
    end: string;
    progress: number;
    dependencies?: string;
    custom_class?: string;
  }
  export interface GanttOptions {
    view_mode?: 'Day' | 'Week' | 'Month';
    language?: string;
    readonly?: boolean;
    readonly_progress?: boolean;
    move_dependencies?: boolean;
    infinite_padding?: boolean;
    today_button?: boolean;
    view_mode_select?: boolean;
    scroll_to?: string;
    bar_height?: number;
    padding?: number;
    column_width?: number;
    popup_on?: 'click' | 'hover';
    popup?: false | ((ctx: unknown) => string | false | undefined);
    on_click?(task: GanttTask): void;
    on_date_change?(task: GanttTask, start: Date, end: Date): void;
  }
  export default class Gantt {
    constructor(element: HTMLElement | string, tasks: GanttTask[], options?: GanttOptions);
    refresh(tasks: GanttTask[]): void;
    change_view_mode(mode: string, maintainPosition?: boolean): void;
  }
}
