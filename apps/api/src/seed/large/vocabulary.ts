// Vocabulary of the large data set, as space-separated lists so each stays one readable line.
const words = (text: string) => text.trim().split(/\s+/);

/** Where a campus service is handled: the colleges (学院) of 示范大学, one listing of a service per college. */
export const COLLEGES = words(`
  文学院 历史学院 哲学系 外国语学院 新闻与传播学院 法学院 经济学院 管理学院 公共管理学院 马克思主义学院 教育学院
  心理学院 数学科学学院 物理学院 化学与分子工程学院 生命科学学院 地球与空间科学学院 环境科学与工程学院 计算机学院
  软件学院 人工智能学院 电子信息学院 自动化学院 机械工程学院 材料科学与工程学院 能源与动力工程学院 土木工程学院
  建筑学院 医学院 药学院 公共卫生学院 护理学院 艺术学院 体育学院 继续教育学院 国际教育学院`);

/** Where a government service is handled: the districts and counties of 示范市 and their street offices or towns. */
export const DISTRICTS: [district: string, streets: string[]][] = [
  ['东城区', words('和平街道 朝阳门街道 东华门街道 建国门街道 安定门街道 龙潭街道 体育馆路街道 天坛街道')],
  ['西城区', words('西长安街街道 新街口街道 月坛街道 展览路街道 德胜街道 金融街街道 广安门街道 白纸坊街道')],
  ['南湖区', words('南湖街道 滨湖街道 望湖街道 湖东街道 长青街道 新华街道 解放街道 迎宾街道')],
  ['北山区', words('北山街道 青松街道 翠屏街道 云岭街道 石门街道 桃源街道 松林街道 凤鸣街道')],
  ['高新区', words('创业街道 科技城街道 软件园街道 未来城街道 智谷街道 天府街道 星河街道 云谷街道')],
  ['经开区', words('开发街道 临港街道 物流园街道 工业园街道 新港街道 海关路街道 保税区街道 集贤街道')],
  ['江北新区', words('江北街道 沿江街道 大桥街道 顶山街道 泰山街道 盘城街道 葛塘街道 长芦街道')],
  ['临江县', words('城关镇 临江镇 白沙镇 石桥镇 清水镇 柳树镇 杨家镇 黄土镇')],
  ['青山县', words('青山镇 东坝镇 西岭镇 南渡镇 北河镇 新桥镇 龙泉镇 花园镇')],
  ['梅溪县', words('梅溪镇 竹园镇 桂花镇 荷塘镇 兰亭镇 菊潭镇 松涛镇 柏林镇')],
];

/** Common Chinese surnames, most frequent first. */
export const SURNAMES = words(`
  王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 高 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡
  余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 欧阳`);

/** Characters of given names. */
export const GIVEN = words(`
  伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 玉 萍 红 鹏 晨 宇 浩 轩 子 涵 梓 欣 怡 佳 思 雨
  睿 博 文 嘉 瑞 泽 一 诺 可 馨 晓 东 雪 琳 婷 昊 然 天 奕 辰`);
